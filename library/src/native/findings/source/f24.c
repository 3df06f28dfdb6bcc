/*
 * F-24: vhost_vring_call_packed takes the descriptors used since its previous decision from its
 * positions alone, so nothing used reads as a whole lap and more than a queue's worth as the
 * excess (PACKED-8). Built only against a DPDK source tree: vhost.h is internal to it.
 */
#define ALLOW_EXPERIMENTAL_API
#define ALLOW_INTERNAL_API
#include "vhost/vhost.h"

#include <sys/eventfd.h>
#include "../finding.h"

static const struct rte_vhost_device_ops ops;
static struct virtio_net dev;
static struct vhost_virtqueue vq;
static struct vring_packed_desc_event driver_event;

/* The device's decision at used position last_used with wrap counter wrap, under the driver's event: notifications sent. */
static eventfd_t decide(uint16_t last_used, int wrap, uint16_t off_wrap)
{
	eventfd_t count = 0;
	vq.last_used_idx = last_used;
	vq.used_wrap_counter = wrap;
	driver_event.off_wrap = off_wrap;
	driver_event.flags = VRING_EVENT_F_DESC;
	vhost_vring_call_packed(&dev, &vq);
	if (eventfd_read(vq.callfd, &count) != 0)
		count = 0;
	return count;
}

int main(void)
{
	/* A queue of 4 as vhost sets one up: wrap counters 1, no valid record of a previous decision. */
	dev.features = (1ULL << VIRTIO_F_VERSION_1) | (1ULL << VIRTIO_F_RING_PACKED) | (1ULL << VIRTIO_RING_F_EVENT_IDX);
	dev.notify_ops = &ops;
	vq.size = 4;
	vq.driver_event = &driver_event;
	vq.avail_wrap_counter = 1;
	vq.used_wrap_counter = 1;
	vq.callfd = eventfd(0, EFD_NONBLOCK);
	if (vq.callfd < 0)
		return ro_report("F-24", 0, 0, "PACKED-8", "no eventfd");
	/* One descriptor used: event (0, wrap 1) names it. The first decision notifies. */
	eventfd_t first = decide(1, 1, 0x8000);
	/* Nothing used since: the same event was already passed. */
	eventfd_t again = decide(1, 1, 0x8000);
	/* Five more used (descriptors 1 to 5, position 2 of lap 2): event (3, wrap 1) names descriptor 3, among them. */
	eventfd_t beyond = decide(2, 0, 0x8003);
	return ro_report("F-24", again == 1 && beyond == 0, again == 0 && beyond == 1,
			"PACKED-8: under DESC, notify exactly when the descriptor the event names was used since the"
			" previous decision",
			"on a queue of 4: %llu notification(s) at the first decision, %llu again with nothing used,"
			" %llu after 5 more used for an event among them", (unsigned long long)first,
			(unsigned long long)again, (unsigned long long)beyond);
}
