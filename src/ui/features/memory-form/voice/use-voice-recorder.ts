import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS } from '../../../../domain/voice/voice-message.js';

/** A recording or a chosen file, ready to be heard before it is kept. */
export interface VoiceTake {
  readonly blob: Blob;
  readonly fileName: string;
  /** An object URL of `blob`, for the preview's player. */
  readonly url: string;
}

/** The file name a recording goes up under, by what the browser recorded (Chromium: WebM; Safari: MP4). */
const fileNameOf = (type: string) => (type.includes('mp4') ? 'gravacao.m4a' : type.includes('ogg') ? 'gravacao.ogg' : 'gravacao.webm');

/**
 * The browser's microphone, asked for only when "Gravar" is tapped (on the creation form or the edit page), stopped by "Parar" or at the minute; the
 * recording becomes a take to hear before keeping it.
 */
export function useVoiceRecorder() {
  const [take, setTake] = useState<VoiceTake | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [denied, setDenied] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const replaceTake = useCallback((next: VoiceTake | null) => {
    setTake((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return next;
    });
  }, []);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setDenied(false);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setDenied(true);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      setSeconds(null);
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      replaceTake({ blob, fileName: fileNameOf(blob.type), url: URL.createObjectURL(blob) });
    };
    const startedAt = Date.now();
    setSeconds(0);
    media.start(250);
    timer.current = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= VOICE_MAX_SECONDS) stop();
    }, 250);
  }, [replaceTake, stop]);

  const choose = useCallback((file: File) => replaceTake({ blob: file, fileName: file.name, url: URL.createObjectURL(file) }), [replaceTake]);
  const discard = useCallback(() => replaceTake(null), [replaceTake]);

  useEffect(
    () => () => {
      clearInterval(timer.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  return { take, recordingSeconds: seconds, denied, start, stop, choose, discard };
}
