import { REMOVAL_WARNING_DAYS, RETENTION_DAYS } from '../../../domain/renewal/page-lifecycle.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';

/**
 * For how long each piece of data is kept, as the shop's housekeeping does it: a basic page's year and its 90 days
 * after, abandoned orders after 7 days (RemoveAbandonedMemories), photos sent ahead within hours, rate-limit codes at
 * the end of their window (a day at most), backups as BACKUP_KEEP's default keeps them (12 months).
 */
export function RetentionList() {
  return (
    <>
      <ul>
        <li>
          <strong>{PLAN_TITLE.basic}:</strong> a página fica no ar por 1 (um) ano a partir da confirmação do pagamento. Depois disso, os dados ficam
          guardados por mais {RETENTION_DAYS} dias, para que você possa renovar a página no mesmo endereço, e então são apagados, com as fotos, as
          aberturas e as respostas. Avisamos por e-mail antes do fim e {REMOVAL_WARNING_DAYS} dias antes de apagar.
        </li>
        <li>
          <strong>{PLAN_TITLE.premium}:</strong> os dados ficam guardados enquanto a página existir, sem data para sair do ar, até que você peça a
          exclusão.
        </li>
        <li>Pedidos cujo pagamento não é concluído são apagados, com as fotos, depois de 7 (sete) dias.</li>
        <li>
          Fotos enviadas durante o preenchimento do formulário e não usadas num pedido são apagadas em poucas horas; fotos removidas ou trocadas na
          edição da página são apagadas na hora.
        </li>
        <li>
          O que você preenche no formulário de criação (os dados e cópias das fotos enviadas) fica guardado só no seu aparelho, no navegador, para
          nada se perder se a página recarregar ou você voltar do pagamento. É apagado quando o pagamento é confirmado, quando você toca em “Começar
          de novo” e, de qualquer forma, depois de 1 (um) dia.
        </li>
        <li>O código calculado a partir do endereço IP é apagado ao fim do período que ele conta, de no máximo um dia.</li>
      </ul>
      <p>
        Guardamos cópias de segurança de todos esses dados. Um dado apagado pode continuar nelas, protegido, até que a cópia seja descartada, o que
        acontece em até 12 (doze) meses.
      </p>
    </>
  );
}
