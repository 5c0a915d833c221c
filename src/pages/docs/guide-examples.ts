// The examples the docs guides link to: real built-in roles of the shipped dataset (a Node test checks each link).

/** Helpdesk Administrator, Password Administrator and User Administrator: a comparison worth a first look. */
const EXAMPLE_IDS = [
  '729827e3-9c14-49f7-bb1b-9608f156bbb8',
  '966707d0-3269-4727-9be2-8c3a10f19b9d',
  'fe930be7-5e62-47db-91af-98c3a49a38b1',
];

/** The in-app link of the example comparison. */
export const EXAMPLE_COMPARISON = `/compare?ids=${EXAMPLE_IDS.join(',')}`;
