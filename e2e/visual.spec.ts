import { test } from '@playwright/test';
import { openInspector, openStreamFile, pinCompare, pinPanes } from './support/visualPage';
import { visualPlan, visualTitle } from './support/visualPlan';

/**
 * Visual regression of parsing (issue #8): every recorded stream under every profile, pinned as
 * screenshots of the items pane, the AG-UI pane, its lifecycle view and the findings, plus the
 * compare view of each seed scenario. Baselines: e2e/__screenshots__/visual.spec.ts/<input>/.
 * What is pinned (and how another project points it at its own recordings): support/visualPlan.ts.
 * How the page is made deterministic: support/visualPage.ts.
 *
 * A failing run leaves expected / actual / diff images in the HTML report; after an intended
 * change, `npm run test:update` rewrites the baselines (look at them before committing).
 */
const plan = visualPlan();

test.describe.configure({ mode: 'parallel' });

for (const input of plan.inputs) {
  for (const [position, profile] of plan.profiles.entries()) {
    test(visualTitle(input.name, profile), async ({ page }) => {
      test.setTimeout(90_000);
      const traced = plan.overrides.get(profile) ?? profile;
      if (traced !== profile) test.info().annotations.push({ type: 'profile override', description: `the ${profile} shots are traced under ${traced}` });
      await openInspector(page, traced);
      await openStreamFile(page, input.path);
      await pinPanes(page, input.name, profile);
      if (input.compare && position === 0) await pinCompare(page, input.name, profile, plan.profiles[1]);
    });
  }
}
