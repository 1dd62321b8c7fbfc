// A donor notes program of the h60 set (cwe-327-cipher).
package org.northvale.bloodbank.records;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
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

    private final SecretKeySpec key;

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
            Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(sealed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not seal deferral note", e);
        }
    }

    String decrypt(String stored) {
        try {
            Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
            cipher.init(Cipher.DECRYPT_MODE, key);
            byte[] plain = cipher.doFinal(Base64.getDecoder().decode(stored));
            return new String(plain, StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not open deferral note", e);
        }
    }
}
