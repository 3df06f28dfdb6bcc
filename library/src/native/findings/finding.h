/*
 * What every reproducer of reports/findings.md prints: one line, "F-n present: ..." or
 * "F-n fixed: ..." (or "changed", when the C does neither what the finding says nor what the
 * intent requires), and its exit status: 1 present, 0 fixed, 2 changed or not run.
 */
#ifndef RO_FINDING_H
#define RO_FINDING_H

#include <stdarg.h>
#include <stdio.h>

static inline int ro_report(const char *id, int present, int fixed, const char *intent, const char *fmt, ...)
{
	va_list ap;
	printf("%s %s: ", id, present ? "present" : fixed ? "fixed" : "changed");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("; intent: %s\n", intent);
	return present ? 1 : fixed ? 0 : 2;
}

#endif
