/* The shim's virtio part (linux/virtio_ring.h). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <linux/virtio_ring.h>

int ro_vring_need_event(uint16_t event_idx, uint16_t new_idx, uint16_t old)
{
	return vring_need_event(event_idx, new_idx, old);
}

uint32_t ro_vring_size(uint32_t num, unsigned long align) { return vring_size(num, align); }

/*
 * The used ring's offset as vring_init places it, over memory of vring_size bytes aligned to
 * 65536 (so to every power-of-two alignment up to that); -1 when that memory cannot be had.
 */
int64_t ro_vring_used_offset(uint32_t num, unsigned long align)
{
	void *p;
	unsigned int size = vring_size(num, align);
	if (posix_memalign(&p, 65536, size > 0 ? size : 1) != 0)
		return -1;
	struct vring vr;
	vring_init(&vr, num, p, align);
	int64_t offset = (int64_t)((uintptr_t)vr.used - (uintptr_t)p);
	free(p);
	return offset;
}

/*
 * The packed virtqueue's definitions (linux/virtio_ring.h), by number: 0 and 1 the AVAIL and USED
 * flag shifts, 2 to 4 the event flags ENABLE, DISABLE and DESC, 5 the wrap counter's bit in
 * off_wrap, 6 and 7 the sizes of struct vring_packed_desc and struct vring_packed_desc_event, 8
 * and 9 the offsets of their flags fields; -1 for any other number.
 */
int64_t ro_vring_packed(int which)
{
	switch (which) {
	case 0: return VRING_PACKED_DESC_F_AVAIL;
	case 1: return VRING_PACKED_DESC_F_USED;
	case 2: return VRING_PACKED_EVENT_FLAG_ENABLE;
	case 3: return VRING_PACKED_EVENT_FLAG_DISABLE;
	case 4: return VRING_PACKED_EVENT_FLAG_DESC;
	case 5: return VRING_PACKED_EVENT_F_WRAP_CTR;
	case 6: return sizeof(struct vring_packed_desc);
	case 7: return sizeof(struct vring_packed_desc_event);
	case 8: return offsetof(struct vring_packed_desc, flags);
	case 9: return offsetof(struct vring_packed_desc_event, flags);
	default: return -1;
	}
}
