// A donor notes program of the h60 set (cwe-327-cipher).
package org.northvale.bloodbank.records;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Deferral notes (medications, travel, recent tattoos...) are stored encrypted at rest
 * in the donor database; this bean seals them before the repository writes them.
 */
@ApplicationScoped
class DonorNoteSealer {

    record DeferralNote(long donorId, String reason, String clinicianNote) {}

    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKeySpec key;
    private final SecureRandom random = new SecureRandom();

    DonorNoteSealer(@ConfigProperty(name = "bloodbank.notes.key") String base64Key) {
        this.key = new SecretKeySpec(Base64.getDecoder().decode(base64Key), "AES");
    }

    Uni<List<DeferralNote>> sealAll(List<DeferralNote> notes) {
        UnaryOperator<String> seal = this::encrypt;
        return Multi.createFrom().iterable(notes)
                .map(n -> new DeferralNote(n.donorId(), seal.apply(n.reason()), seal.apply(n.clinicianNote())))
                .collect().asList();
    }

    String encrypt(String plain) {
        try {
            byte[] iv = new byte[IV_BYTES];
            random.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(
                    ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not seal deferral note", e);
        }
    }

    String decrypt(String stored) {
        try {
            ByteBuffer packed = ByteBuffer.wrap(Base64.getDecoder().decode(stored));
            byte[] iv = new byte[IV_BYTES];
            packed.get(iv);
            byte[] sealed = new byte[packed.remaining()];
            packed.get(sealed);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            byte[] plain = cipher.doFinal(sealed);
            return new String(plain, StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not open deferral note", e);
        }
    }
}
