import { Heart, Lock, Music } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isValidEmail } from '../../../domain/memory/email.js';
import { cleanName, NAME_MAX_LENGTH } from '../../../domain/memory/memory-name.js';
import { MESSAGE_MAX_LENGTH } from '../../../domain/memory/memory-details.js';
import { youtubeVideoId } from '../../../domain/memory/youtube.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { Button } from '../../components/ui/button.js';
import { useToast } from '../../components/ui/toast.js';
import { ApiError } from '../../lib/api-client.js';
import { MESSAGES } from '../../lib/messages.pt-br.js';
import { formatBrl } from '../../lib/plan-labels.pt-br.js';
import { createPayment } from './api/create-payment.js';
import { CheckoutModal } from './components/checkout-modal.js';
import { describedBy, Field, inputClassName } from './components/field.js';
import { MemoryPreview } from './components/memory-preview.js';
import { PhotoPicker } from './components/photo-picker.js';
import { PlanToggle } from './components/plan-toggle.js';
import { SubmitOverlay, type SubmitStep } from './components/submit-overlay.js';
import {
  dateError,
  datingSinceOf,
  EMPTY_VALUES,
  isComplete,
  messageError,
  nameError,
  submitProblem,
  todayInputValue,
  typedName,
  youtubeError,
  type CreateMemoryValues,
} from './form-rules.js';
import { usePhotoSelection } from './use-photo-selection.js';
import styles from './create-memory-form.module.css';
import { checkoutNavigation } from '../../lib/checkout-navigation.js';

type FieldName = keyof CreateMemoryValues | 'photos';

const DATE_REQUIRED = 'Informe a data de início';

function Section({ number, title, children, id }: { number: number; title: string; children: ReactNode; id?: string }) {
  const headingId = `secao-${number}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CreateMemoryFormProps {
  readonly plan: PlanId;
  readonly onPlanChange: (plan: PlanId) => void;
}

/**
 * The creation form of spec sections 2, 4 and 5: plan, names, start date and time, message, photos, music (premium),
 * a live preview, then the e-mail modal, the three-step overlay and the redirect to the checkout.
 */
export function CreateMemoryForm({ plan, onPlanChange }: CreateMemoryFormProps) {
  const toast = useToast();
  const [values, setValues] = useState<CreateMemoryValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const { photos, add, remove, clear } = usePhotoSelection();
  const [email, setEmail] = useState('');
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [submitting, setSubmitting] = useState<{ step: SubmitStep; progress: number } | null>(null);
  const fieldRefs = useRef(new Map<FieldName, HTMLElement | null>());
  const now = new Date();

  // Coming back from the checkout with the browser's back button restores this page as it was left: drop the overlay.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const set = (name: keyof CreateMemoryValues, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: FieldName) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const shown = (name: FieldName, error: string | null) => (touched.has(name) ? error : null);
  const ref = (name: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current.set(name, element);
  };

  const choosePlan = (next: PlanId) => {
    if (next !== plan) onPlanChange(next);
  };

  // Spec section 4: choosing basic clears the chosen photos and the video link; choosing premium keeps them. Also when
  // the plan changes through the address (a link to /create).
  const shownPlan = useRef(plan);
  useEffect(() => {
    if (shownPlan.current !== plan && plan === 'basic') {
      clear();
      setValues((current) => ({ ...current, youtube: '' }));
    }
    shownPlan.current = plan;
  }, [plan, clear]);

  const errors = {
    yourName: shown('yourName', nameError(values.yourName)),
    lovedName: shown('lovedName', nameError(values.lovedName)),
    date: values.date === '' ? shown('date', DATE_REQUIRED) : dateError(values, now),
    message: shown('message', messageError(values.message)),
    youtube: shown('youtube', youtubeError(plan, values.youtube)),
  };
  const complete = isComplete(values, photos.length, plan);
  const chosen = PLANS[plan];
  const names = `${cleanName(values.yourName) || 'Seu nome'} & ${cleanName(values.lovedName) || 'Seu amor'}`;

  const firstInvalid = (): FieldName | null => {
    if (nameError(values.yourName)) return 'yourName';
    if (nameError(values.lovedName)) return 'lovedName';
    if (values.date === '' || dateError(values, now)) return 'date';
    if (messageError(values.message)) return 'message';
    if (photos.length === 0) return 'photos';
    if (youtubeError(plan, values.youtube)) return 'youtube';
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = submitProblem(values, photos.length, plan, new Date());
    if (problem) {
      setTouched(new Set<FieldName>(['yourName', 'lovedName', 'date', 'message', 'photos', 'youtube']));
      toast.error(problem);
      const field = firstInvalid();
      if (field) fieldRefs.current.get(field)?.focus();
      return;
    }
    setCheckoutOpen(true);
  };

  const pay = async (buyerEmail: string) => {
    if (submitting) return;
    setCheckoutOpen(false);
    const problem = submitProblem(values, photos.length, plan, new Date()) ?? (isValidEmail(buyerEmail) ? null : MESSAGES.emailInvalidBeforePayment);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSubmitting({ step: 'validating', progress: 0 });
    try {
      const files = await Promise.all(photos.map((photo) => photo.upload));
      setSubmitting({ step: 'uploading', progress: 0 });
      const { init_point } = await createPayment(
        {
          yourName: cleanName(values.yourName),
          lovedName: cleanName(values.lovedName),
          datingSince: datingSinceOf(values),
          message: values.message.trim(),
          plan,
          youtube: chosen.allowsMusic ? values.youtube.trim() : '',
          email: buyerEmail,
          photos: files,
        },
        (fraction) => setSubmitting(fraction >= 1 ? { step: 'processing', progress: 1 } : { step: 'uploading', progress: fraction }),
      );
      setSubmitting({ step: 'processing', progress: 1 });
      checkoutNavigation.go(init_point);
    } catch (error) {
      setSubmitting(null);
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.createFailed);
    }
  };

  const videoFound = chosen.allowsMusic && youtubeVideoId(values.youtube) !== null;

  const nameField = (field: 'yourName' | 'lovedName', label: string, placeholder: string, autoComplete: string) => (
    <Field id={field} label={label} error={errors[field]}>
      <input
        id={field}
        ref={ref(field)}
        className={inputClassName}
        type="text"
        autoComplete={autoComplete}
        autoCapitalize="words"
        maxLength={NAME_MAX_LENGTH + 1}
        placeholder={placeholder}
        value={values[field]}
        onChange={(event) => set(field, typedName(event.target.value))}
        onBlur={() => {
          set(field, cleanName(values[field]));
          touch(field);
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, errors[field])}
        required
      />
    </Field>
  );

  return (
    <>
      <form className={styles.layout} onSubmit={submit} noValidate inert={submitting !== null} aria-label="Criar página">
        <div className={styles.fields}>
          <Section number={1} title="Escolha o plano">
            <PlanToggle plan={plan} onChange={choosePlan} />
          </Section>

          <Section number={2} title="Vocês dois">
            <div className={styles.pair}>
              {nameField('yourName', 'Seu nome', 'Ex.: Ana', 'given-name')}
              {nameField('lovedName', 'Nome de quem você ama', 'Ex.: João', 'off')}
            </div>
          </Section>

          <Section number={3} title="Quando tudo começou">
            <div className={styles.dateRow}>
              <Field id="datingDate" label="Data de início" error={errors.date}>
                <input
                  id="datingDate"
                  ref={ref('date')}
                  className={inputClassName}
                  type="date"
                  min="1900-01-01"
                  max={todayInputValue(now)}
                  value={values.date}
                  onChange={(event) => set('date', event.target.value)}
                  onBlur={() => touch('date')}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={describedBy('datingDate', errors.date)}
                  required
                />
              </Field>
              <Field id="datingTime" label="Horário (opcional)">
                <input
                  id="datingTime"
                  className={inputClassName}
                  type="time"
                  value={values.time}
                  onChange={(event) => set('time', event.target.value)}
                />
              </Field>
            </div>
            <p className={styles.sectionHint}>O contador da página conta cada segundo desde esse momento.</p>
          </Section>

          <Section number={4} title="Sua mensagem">
            <Field
              id="message"
              label="Mensagem"
              error={errors.message}
              hint={values.message.length > MESSAGE_MAX_LENGTH - 500 ? `${values.message.length}/${MESSAGE_MAX_LENGTH} caracteres` : 'Escreva do seu jeito: ela aparece logo abaixo do contador.'}
            >
              <textarea
                id="message"
                ref={ref('message')}
                className={inputClassName}
                rows={6}
                maxLength={MESSAGE_MAX_LENGTH}
                placeholder="Desde o dia em que te conheci…"
                value={values.message}
                onChange={(event) => set('message', event.target.value)}
                onBlur={() => touch('message')}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('message', errors.message, true)}
                required
              />
            </Field>
          </Section>

          <Section number={5} title={chosen.photoLimit > 1 ? 'Fotos (até 3)' : 'Foto'}>
            <div
              ref={(element) => {
                fieldRefs.current.set('photos', element?.querySelector('input[type="file"]') ?? null);
              }}
            >
              <PhotoPicker
                plan={plan}
                photos={photos}
                onAdd={(files) => {
                  add(files, plan);
                  touch('photos');
                }}
                onRemove={remove}
                onUpgrade={() => choosePlan('premium')}
                invalid={touched.has('photos') && photos.length === 0}
              />
            </div>
          </Section>

          <Section number={6} title="Música">
            {chosen.allowsMusic ? (
              <Field
                id="youtube"
                label="Link da música no YouTube (opcional)"
                error={errors.youtube}
                hint={videoFound ? '✓ Música encontrada: ela toca na página.' : 'Cole o link de um vídeo do YouTube, como youtube.com/watch?v=… ou youtu.be/…'}
              >
                <input
                  id="youtube"
                  ref={ref('youtube')}
                  className={inputClassName}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://youtu.be/…"
                  value={values.youtube}
                  onChange={(event) => set('youtube', event.target.value)}
                  onBlur={() => touch('youtube')}
                  aria-invalid={errors.youtube ? true : undefined}
                  aria-describedby={describedBy('youtube', errors.youtube, true)}
                />
              </Field>
            ) : (
              <div className={styles.locked}>
                <Music size={22} aria-hidden="true" />
                <p>
                  Música de fundo faz parte do <strong>Plano Pra Sempre</strong>, com 3 fotos e a página no ar para sempre.
                </p>
                <Button variant="secondary" onClick={() => choosePlan('premium')}>
                  Mudar para o Pra Sempre
                </Button>
              </div>
            )}
          </Section>
        </div>

        <aside className={styles.preview} id="previa" aria-labelledby="previa-titulo">
          <h2 id="previa-titulo" className={styles.previewTitle}>
            Prévia da sua página
          </h2>
          <MemoryPreview
            plan={plan}
            yourName={values.yourName}
            lovedName={values.lovedName}
            datingSince={dateError(values, now) ? '' : datingSinceOf(values)}
            message={values.message}
            youtube={values.youtube}
            photoUrls={photos.map((photo) => photo.url)}
          />
        </aside>

        <div className={styles.checkout}>
          <div className={styles.total}>
            <span className={styles.totalLabel}>
              <span>Total</span>
              <strong>{chosen.title}</strong>
            </span>
            <span className={styles.price}>
              <s aria-label={`de ${formatBrl(chosen.listPriceCents)}`}>{formatBrl(chosen.listPriceCents)}</s>
              <strong>{formatBrl(chosen.priceCents)}</strong>
            </span>
          </div>
          <Button type="submit" block aria-disabled={!complete} aria-describedby={complete ? undefined : 'dados-faltantes'} className={styles.submit}>
            <Heart size={20} aria-hidden="true" />
            Criar minha página
          </Button>
          {!complete && (
            <p id="dados-faltantes" className={styles.missing}>
              {MESSAGES.missingData}
            </p>
          )}
          <p className={styles.secure}>
            <Lock size={14} aria-hidden="true" />
            Pagamento seguro pelo Mercado Pago · PIX ou cartão
          </p>
        </div>
      </form>

      <CheckoutModal
        open={checkoutOpen}
        plan={plan}
        names={names}
        email={email}
        onEmailChange={setEmail}
        onClose={() => setCheckoutOpen(false)}
        onPay={(buyerEmail) => void pay(buyerEmail)}
      />
      {submitting && <SubmitOverlay step={submitting.step} progress={submitting.progress} />}
    </>
  );
}
