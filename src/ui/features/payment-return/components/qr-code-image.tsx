import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import styles from './qr-code-image.module.css';

/** Renders `text` as a QR code in the browser. The encoder is loaded only here, so no other page pays for it. */
async function qrDataUrl(text: string): Promise<string> {
  const loaded = await import('qrcode');
  // A CommonJS package: its functions sit on `default` once bundled.
  const qrcode = (loaded.default as typeof loaded | undefined) ?? loaded;
  return qrcode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 512, color: { dark: '#2d0f19', light: '#ffffff' } });
}

export function QrCodeImage({ text, fileName }: { text: string; fileName: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrDataUrl(text).then(
      (url) => live && setSrc(url),
      (error: unknown) => {
        console.warn('QR Code não gerado', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return null;
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {src ? (
          <img src={src} alt="QR Code da sua página" width={220} height={220} className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <figcaption className={styles.caption}>Aponte a câmera do celular para abrir a página</figcaption>
      {src && (
        <a href={src} download={fileName} className={styles.download}>
          <Download size={18} aria-hidden="true" />
          Baixar QR Code
        </a>
      )}
    </figure>
  );
}
