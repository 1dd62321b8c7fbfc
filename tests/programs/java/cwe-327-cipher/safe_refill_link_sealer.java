// Seals prescription refill details into an opaque token embedded in pharmacy SMS links.
package health.corner.pharmacy.refills;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class RefillLinkSealer {

    private static final int IV_BYTES = 12;
    private final SecureRandom random = new SecureRandom();
    private final SecretKey key;

    public RefillLinkSealer(byte[] rawKey) {
        if (rawKey.length != 32) {
            throw new IllegalArgumentException("refill link key must be 256 bits");
        }
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    public String seal(RefillClaim claim) throws GeneralSecurityException {
        byte[] body = (claim.prescriptionId() + "|" + claim.patientId() + "|" + claim.expiresEpoch())
                .getBytes(StandardCharsets.UTF_8);
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(body);
        byte[] out = ByteBuffer.allocate(IV_BYTES + sealed.length).put(iv).put(sealed).array();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out);
    }

    public RefillClaim open(String token) throws GeneralSecurityException {
        ByteBuffer in = ByteBuffer.wrap(Base64.getUrlDecoder().decode(token));
        byte[] iv = new byte[IV_BYTES];
        in.get(iv);
        byte[] sealed = new byte[in.remaining()];
        in.get(sealed);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
        String[] parts = new String(cipher.doFinal(sealed), StandardCharsets.UTF_8).split("\\|");
        return new RefillClaim(parts[0], parts[1], Long.parseLong(parts[2]));
    }

    public record RefillClaim(String prescriptionId, String patientId, long expiresEpoch) { }
}
