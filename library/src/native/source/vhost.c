/*
 * vhost's used-buffer notification, the device's side of a split and of a packed virtqueue as DPDK's
 * vhost library keeps it (lib/vhost/vhost.h), judged from a DPDK source tree with no guest. This
 * part is compiled only against a source tree (build.sh): it includes the library's internal
 * vhost.h, so that its own vhost_need_event, vhost_vring_call_split and vhost_vring_call_packed are
 * what runs.
 *
 * The device and its queue are memory: a struct virtio_net that negotiated VIRTIO_RING_F_EVENT_IDX
 * (the packed queue's also VIRTIO_F_RING_PACKED, and the event index or not), with no statistics
 * and no application callbacks, and a struct vhost_virtqueue whose call file descriptor is an
 * eventfd, whose count is the number of notifications sent. The split queue's available ring (where the driver's used_event
 * lies, after its last entry) and the packed queue's driver event suppression structure are memory
 * here; the device's used position and wrap counter are set by the caller, who plays the rest of
 * the queue.
 */
#include "export.h"
#define ALLOW_EXPERIMENTAL_API
#define ALLOW_INTERNAL_API
#include "vhost/vhost.h"

#include <sys/eventfd.h>

/* The split queue's size: where used_event lies, and nothing else, depends on it. */
#define RO_VHOST_SIZE 256

static const struct rte_vhost_device_ops ro_vhost_ops;
static struct virtio_net ro_vhost_dev;
static struct vhost_virtqueue ro_vhost_vq;
/* The available ring: flags, idx, an entry per descriptor, then used_event. */
static uint16_t ro_vhost_avail[2 + RO_VHOST_SIZE + 1] __rte_aligned(8);

RO_EXPORT int ro_vhost_need_event(uint16_t event_idx, uint16_t new_idx, uint16_t old)
{
	return vhost_need_event(event_idx, new_idx, old) != 0;
}

/* The notifications sent since the last read of the eventfd (it is non-blocking: none reads as 0). */
static int ro_vhost_notified(int fd)
{
	eventfd_t count = 0;
	if (eventfd_read(fd, &count) != 0)
		return errno == EAGAIN ? 0 : -errno;
	return count > 1 ? 2 : (int)count;
}

/*
 * The device's decisions after it reloads its state: its record of the last decision is invalid
 * (signalled_used_valid false, signalled_used far from old), it has used up to old and decides
 * once, then it uses up to new_idx and decides with the driver's used_event at event_idx. Returns
 * the notifications of the second decision (0 or 1; 2 for more than one), or a negative errno
 * when the eventfd cannot be had or read.
 */
RO_EXPORT int ro_vhost_call_split(uint16_t event_idx, uint16_t new_idx, uint16_t old)
{
	int fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	if (fd < 0)
		return -errno;
	memset(&ro_vhost_dev, 0, sizeof(ro_vhost_dev));
	memset(&ro_vhost_vq, 0, sizeof(ro_vhost_vq));
	memset(ro_vhost_avail, 0, sizeof(ro_vhost_avail));
	ro_vhost_dev.features = (1ULL << VIRTIO_F_VERSION_1) | (1ULL << VIRTIO_RING_F_EVENT_IDX);
	ro_vhost_dev.notify_ops = &ro_vhost_ops;
	ro_vhost_vq.size = RO_VHOST_SIZE;
	ro_vhost_vq.avail = (struct vring_avail *)ro_vhost_avail;
	ro_vhost_vq.callfd = fd;
	ro_vhost_vq.signalled_used = (uint16_t)(old + 0x8000);
	ro_vhost_vq.signalled_used_valid = false;

	ro_vhost_vq.last_used_idx = old;
	vhost_vring_call_split(&ro_vhost_dev, &ro_vhost_vq);
	int rc = ro_vhost_notified(fd);
	if (rc >= 0) {
		ro_vhost_avail[2 + RO_VHOST_SIZE] = event_idx;
		ro_vhost_vq.last_used_idx = new_idx;
		vhost_vring_call_split(&ro_vhost_dev, &ro_vhost_vq);
		rc = ro_vhost_notified(fd);
	}
	close(fd);
	return rc;
}

/* The live packed queue: its device, its queue and the driver's event suppression structure. */
static struct virtio_net ro_packed_dev;
static struct vhost_virtqueue ro_packed_vq;
static struct vring_packed_desc_event ro_packed_event;

/*
 * Sets up the packed queue of size descriptors as vhost's alloc_vring_queue leaves a new one:
 * both wrap counters 1, used position 0, no valid record of a previous decision; the device
 * negotiated VIRTIO_RING_F_EVENT_IDX when event_idx. Closes the eventfd of the queue before.
 * Returns 0, or a negative errno when the eventfd cannot be had.
 */
RO_EXPORT int ro_vhost_packed_setup(uint16_t size, int event_idx)
{
	if (ro_packed_vq.callfd > 0)
		close(ro_packed_vq.callfd);
	memset(&ro_packed_dev, 0, sizeof(ro_packed_dev));
	memset(&ro_packed_vq, 0, sizeof(ro_packed_vq));
	memset(&ro_packed_event, 0, sizeof(ro_packed_event));
	ro_packed_dev.features = (1ULL << VIRTIO_F_VERSION_1) | (1ULL << VIRTIO_F_RING_PACKED);
	if (event_idx)
		ro_packed_dev.features |= 1ULL << VIRTIO_RING_F_EVENT_IDX;
	ro_packed_dev.notify_ops = &ro_vhost_ops;
	ro_packed_vq.size = size;
	ro_packed_vq.driver_event = &ro_packed_event;
	ro_packed_vq.avail_wrap_counter = 1;
	ro_packed_vq.used_wrap_counter = 1;
	ro_packed_vq.signalled_used_valid = false;
	ro_packed_vq.callfd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	return ro_packed_vq.callfd < 0 ? -errno : 0;
}

/*
 * The device's decision with its used position at last_used and its wrap counter used_wrap, under
 * the driver's event suppression structure (off_wrap, flags): vhost_vring_call_packed. Returns the
 * notifications it sent (0 or 1; 2 for more), or a negative errno when the eventfd cannot be read.
 */
RO_EXPORT int ro_vhost_packed_call(uint16_t last_used, int used_wrap, uint16_t off_wrap, uint16_t flags)
{
	ro_packed_vq.last_used_idx = last_used;
	ro_packed_vq.used_wrap_counter = used_wrap != 0;
	ro_packed_event.off_wrap = off_wrap;
	ro_packed_event.flags = flags;
	vhost_vring_call_packed(&ro_packed_dev, &ro_packed_vq);
	return ro_vhost_notified(ro_packed_vq.callfd);
}
