// chart export (h58 set)
package com.brightsmile.records;

import com.fasterxml.jackson.databind.ObjectMapper;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

final class ReferralPacketSealer {

    record ToothEntry(int toothNumber, String surface, String procedureCode, String note) {}

    record ReferralPacket(String chartNo, String referringDentist, String specialist, List<ToothEntry> entries) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SecretKey packetKey;
    private final Executor executor;

    ReferralPacketSealer(Executor executor) {
        String encoded = Objects.requireNonNull(System.getenv("REFERRAL_PACKET_KEY"), "REFERRAL_PACKET_KEY not set");
        this.packetKey = new SecretKeySpec(Base64.getDecoder().decode(encoded), "DES");
        this.executor = executor;
    }

    private final Function<ReferralPacket, byte[]> serialise = packet -> {
        try {
            return JSON.writeValueAsBytes(packet);
        } catch (Exception e) {
            throw new IllegalArgumentException("packet not serialisable", e);
        }
    };

    private byte[] seal(byte[] plain) {
        try {
            Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, packetKey);
            return cipher.doFinal(plain);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not seal referral packet", e);
        }
    }

    private static String armour(byte[] sealed) {
        return "BSREF1:" + Base64.getEncoder().encodeToString(sealed);
    }

    CompletableFuture<String> sealAsync(ReferralPacket packet) {
        return CompletableFuture.supplyAsync(() -> packet, executor)
                .thenApply(serialise)
                .thenApply(this::seal)
                .thenApply(ReferralPacketSealer::armour);
    }

    static String summary(ReferralPacket packet) {
        return packet.referringDentist() + " -> " + packet.specialist() + " (" + packet.entries().size() + " entries)";
    }
}
