/* F-17: linux/virtio_ring.h's layout helpers check nothing (VIRTIO-3). */
#include <linux/virtio_ring.h>
#include "finding.h"

int main(void)
{
	volatile unsigned int zero = 0, three = 3, one = 1;
	volatile unsigned long page = 4096, none = 0;
	unsigned int s0 = vring_size(zero, page), s3 = vring_size(three, page), s1 = vring_size(one, none);
	return ro_report("F-17", s0 == 4102 && s3 == 4126 && s1 == 14, 0,
			"VIRTIO-3: a queue size that is a power of two from 1 to 32768 and an alignment that is a power of two;"
			" others are refused (vring_size returns a size, so it cannot refuse)",
			"vring_size(0, 4096) = %u, vring_size(3, 4096) = %u, vring_size(1, 0) = %u", s0, s3, s1);
}
