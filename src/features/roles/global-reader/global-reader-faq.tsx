// The Global Reader guide's questions: each opens and closes on its own (spec section 4).
import type { FaqEntry } from '../../../components/faq/FaqList';
import { AppLink } from '../../../components/app-link/AppLink';

export const GLOBAL_READER_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can a Global Reader change anything in the tenant?',
    answer: (
      <p>
        Not in the directory: its action list holds no create, update or delete actions. The few actions with another
        verb are listed under 'What Global Reader cannot do' above, so you can judge them yourself. Admin portals
        enforce read-only access on their own, and some portal pages do not support Global Reader at all; Microsoft's
        role documentation lists those gaps.
      </p>
    ),
  },
  {
    question: 'Is Global Reader a privileged role?',
    answer: (
      <p>
        Treat it as one. It can read BitLocker recovery keys, every user property, sign-in logs and who holds which
        role: a complete map for an attacker planning the next step. The key facts above show Microsoft's own flag and
        the EntraOps tier for the current dataset. Assign it through Privileged Identity Management, time-bound, with
        phishing-resistant MFA.
      </p>
    ),
  },
  {
    question: 'Does Global Reader see everything a Global Administrator sees?',
    answer: (
      <p>
        Almost, but not exactly. Switch on <strong>+ Wildcards</strong> and look at 'Only Global Reader' in the
        comparison above: a handful of reads are spelled out for Global Reader but not covered by Global Administrator's
        grants, and Global Reader cannot read local administrator passwords (LAPS) or users' authentication method
        details. Neither role reads custom security attributes by default.
      </p>
    ),
  },
  {
    question: 'Should I use Global Reader, Security Reader or Reports Reader?',
    answer: (
      <p>
        Pick the narrowest role that covers the job. Security Reader is enough for security dashboards, Reports Reader
        for usage reports. Compare them side by side in the{' '}
        <AppLink href="/simulator?add=global-reader">Simulator</AppLink> before you settle on Global Reader.
      </p>
    ),
  },
  {
    question: "Why does Global Reader's permission count change with the view switch?",
    answer: (
      <p>
        The Listed view counts the actions the role itself lists. '+ Inherited' adds what it inherits from Directory
        Readers; '+ Wildcards' counts every action of the dataset that one of its grants covers, for example{' '}
        <code>users/allProperties/read</code> covering each user read. The{' '}
        <AppLink href="/docs/permission-views">permission views guide</AppLink> has the exact rules.
      </p>
    ),
  },
];
