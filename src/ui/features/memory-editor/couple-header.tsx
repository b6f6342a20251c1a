import { Heart } from 'lucide-react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { photoUrl } from '../../lib/api-client.js';
import styles from './memory-editor.module.css';

/** The couple at the top of the edit page: the cover photo, the two names and the plan. */
export function CoupleHeader({ memory }: { memory: MemoryRecordResponse }) {
  return (
    <div className={styles.couple}>
      {memory.photos[0] && <img className={styles.coupleAvatar} src={photoUrl(memory.photos[0])} alt="" width={56} height={56} />}
      <div>
        <p className={styles.coupleNames}>
          {memory.yourName}
          <Heart className={styles.coupleHeart} size={18} aria-hidden="true" fill="currentColor" />
          <span className="visually-hidden"> e </span>
          {memory.lovedName}
        </p>
        <p className={styles.couplePlan}>{PLAN_TITLE[memory.plan]}</p>
      </div>
    </div>
  );
}
