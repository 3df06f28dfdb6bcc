package org.ringoracle.kni.contract;

/**
 * What a KNI run starts from: the length of alloc_q and tx_q and the number of mbufs in the pool;
 * printed {@code len=8 pool=40}.
 */
public record KniDevice(int length, int pool) {

    @Override
    public String toString() {
        return "len=" + length + " pool=" + pool;
    }
}
