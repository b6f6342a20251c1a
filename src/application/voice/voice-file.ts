/** A kept voice message's file: AAC in MP4 (see `VoiceProcessor.encode`), stored beside the page's photos. */
export const VOICE_FILE_EXTENSION = 'm4a';
