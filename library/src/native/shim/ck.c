/*
 * The shim's Concurrency Kit part: ck_ring (ck_ring.h), one producer and one consumer, each slot a
 * pointer that carries a 32-bit id. The ring and its buffer of size slots live together.
 */
#include <stdint.h>
#include <stdlib.h>

#include <ck_ring.h>

struct ro_ck_ring {
	struct ck_ring ring;
	ck_ring_buffer_t *buffer;
};

/* ck_ring_capacity after ck_ring_init(size): nothing is allocated, so any size can be asked. */
uint32_t ro_ck_ring_init_capacity(uint32_t size)
{
	struct ck_ring ring;
	ck_ring_init(&ring, size);
	return ck_ring_capacity(&ring);
}

/* ck_ring_init(size) over a buffer of size slots, then c_head, p_tail and p_head set to start. */
struct ro_ck_ring *ro_ck_ring_new(uint32_t size, uint32_t start)
{
	struct ro_ck_ring *r = calloc(1, sizeof(*r));
	if (r == NULL)
		return NULL;
	r->buffer = calloc(size > 0 ? size : 1, sizeof(ck_ring_buffer_t));
	if (r->buffer == NULL) {
		free(r);
		return NULL;
	}
	ck_ring_init(&r->ring, size);
	r->ring.c_head = r->ring.p_tail = r->ring.p_head = start;
	return r;
}

void ro_ck_ring_free(struct ro_ck_ring *r)
{
	free(r->buffer);
	free(r);
}

/* The entries a ring holds at most, as ck_ring_capacity(3) states: its capacity less one. */
static uint32_t ro_ck_ring_room(const struct ro_ck_ring *r)
{
	return ck_ring_capacity(&r->ring) - 1 - ck_ring_size(&r->ring);
}

/*
 * n ids enqueued one ck_ring_enqueue_spsc at a time until one is refused; with all_or_nothing,
 * none unless ck_ring_size leaves room for all n. Returns the ids enqueued; *free_space the room
 * left after them.
 */
uint32_t ro_ck_ring_enqueue(struct ro_ck_ring *r, const uint32_t *ids, uint32_t n, int all_or_nothing,
		uint32_t *free_space)
{
	uint32_t k = 0;
	if (!all_or_nothing || n <= ro_ck_ring_room(r))
		while (k < n && ck_ring_enqueue_spsc(&r->ring, r->buffer, (void *)(uintptr_t)ids[k]))
			k++;
	*free_space = ro_ck_ring_room(r);
	return k;
}

/*
 * Up to n ids dequeued one ck_ring_dequeue_spsc at a time until one is refused; with
 * all_or_nothing, none unless ck_ring_size holds n. Returns the ids dequeued; *available the
 * entries left.
 */
uint32_t ro_ck_ring_dequeue(struct ro_ck_ring *r, uint32_t *ids, uint32_t n, int all_or_nothing,
		uint32_t *available)
{
	uint32_t k = 0;
	void *entry;
	if (!all_or_nothing || n <= ck_ring_size(&r->ring))
		while (k < n && ck_ring_dequeue_spsc(&r->ring, r->buffer, &entry))
			ids[k++] = (uint32_t)(uintptr_t)entry;
	*available = ck_ring_size(&r->ring);
	return k;
}

uint32_t ro_ck_ring_size(const struct ro_ck_ring *r) { return ck_ring_size(&r->ring); }
uint32_t ro_ck_ring_capacity(const struct ro_ck_ring *r) { return ck_ring_capacity(&r->ring); }
uint32_t ro_ck_ring_c_head(const struct ro_ck_ring *r) { return r->ring.c_head; }
uint32_t ro_ck_ring_p_tail(const struct ro_ck_ring *r) { return r->ring.p_tail; }
uint32_t ro_ck_ring_slot(const struct ro_ck_ring *r, uint32_t i) { return (uint32_t)(uintptr_t)r->buffer[i].value; }
