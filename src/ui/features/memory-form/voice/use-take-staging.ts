import { useCallback, useEffect, useRef, useState } from 'react';
import type { StagedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { VOICE_SECTION as TEXT } from '../../../../texts/voice.pt-br.js';
import { ApiError } from '../../../lib/api-client.js';
import { isConnectionLost } from '../../../lib/connection-lost.js';
import { stageVoice, type VoiceDestination } from './stage-voice.js';
import type { VoiceTake } from './use-voice-recorder.js';

interface Upload {
  readonly take: VoiceTake;
  readonly answer: Promise<StagedVoiceResponse>;
  readonly abort: AbortController;
}

const sentenceOf = (error: unknown) =>
  isConnectionLost(error) ? TEXT.connectionLost : error instanceof ApiError && error.serverMessage ? error.serverMessage : TEXT.saveFailed;

/**
 * Each take goes up to `destination` as soon as it is made, while it is heard in the preview: the server hears and
 * encodes it then, so keeping it only names its reference. A new take, or none, stops the one before.
 */
export function useTakeStaging(destination: VoiceDestination) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Upload | null>(null);

  const stage = useCallback(
    (take: VoiceTake | null): Upload | null => {
      current.current?.abort.abort();
      current.current = null;
      setError(null);
      setProgress(take ? 0 : null);
      if (!take) return null;
      const abort = new AbortController();
      const onUploadProgress = (fraction: number) => {
        if (!abort.signal.aborted) setProgress(Math.min(fraction, 1));
      };
      const upload: Upload = { take, abort, answer: stageVoice(take.blob, take.fileName, destination, { signal: abort.signal, onUploadProgress }) };
      current.current = upload;
      upload.answer.then(
        () => {
          if (current.current === upload) setProgress(null);
        },
        (failure: unknown) => {
          if (current.current !== upload) return;
          setProgress(null);
          setError(sentenceOf(failure));
        },
      );
      return upload;
    },
    [destination],
  );

  /** The server's answer for `take`, sent again if its upload failed; rejects as the upload does. */
  const staged = useCallback(
    async (take: VoiceTake): Promise<StagedVoiceResponse> => {
      const upload = current.current?.take === take ? current.current : null;
      if (upload) {
        const answer = await upload.answer.catch(() => null);
        if (answer) return answer;
      }
      return stage(take)!.answer;
    },
    [stage],
  );

  useEffect(() => () => current.current?.abort.abort(), []);

  return { progress, error, stage, staged };
}
