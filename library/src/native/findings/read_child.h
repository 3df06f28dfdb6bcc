/*
 * rte_pktmbuf_read in a forked child, so that a read that runs off the chain is reported with
 * its signal instead of ending the reproducer.
 */
#ifndef RO_READ_CHILD_H
#define RO_READ_CHILD_H

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../mbuf_chain.h"

/* What one read did, in words: "returned NULL", "returned 0 bytes", "returned a pointer outside the data", or "died of signal n". */
static inline const char *ro_read_in_child(const struct rte_mbuf *m, uint32_t off, uint32_t len, char *said, size_t room)
{
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		uint8_t buf[64];
		const uint8_t *p = rte_pktmbuf_read(m, off, len, buf);
		_exit(p == NULL ? 10 : len == 0 ? 11 : (len <= sizeof(buf) && p == buf) || ro_chain_holds(m, p, len) ? 12 : 13);
	}
	int status = 0;
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		snprintf(said, room, "could not be run");
	else if (WIFSIGNALED(status))
		snprintf(said, room, "died of signal %d", WTERMSIG(status));
	else
		snprintf(said, room, "%s", WEXITSTATUS(status) == 10 ? "returned NULL" : WEXITSTATUS(status) == 11
				? "returned 0 bytes" : WEXITSTATUS(status) == 12 ? "returned the bytes"
				: "returned a pointer outside the data");
	return said;
}

#endif
