/**
 * The property harness: one place that configures QuickTheories for the whole suite.
 *
 * <p>Every property runs through {@link org.ringoracle.harness.Oracle#check}: a fixed default seed
 * (so {@code mvn verify} and mutation analysis are deterministic), an exploration mode with a
 * random seed and ten times the examples, and failures that name the violated spec clause, show
 * the shrunk counterexample as written by its generator, and print the command that replays it.
 * Generation and shrinking are QuickTheories' own; this package only sets them up and reports.
 */
package org.ringoracle.harness;
