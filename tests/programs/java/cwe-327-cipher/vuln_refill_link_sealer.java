// Seals prescription refill details into an opaque token embedded in pharmacy SMS links.
package health.corner.pharmacy.refills;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public class RefillLinkSealer {

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
        Cipher cipher = Cipher.getInstance("AES");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(body);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sealed);
    }

    public RefillClaim open(String token) throws GeneralSecurityException {
        byte[] sealed = Base64.getUrlDecoder().decode(token);
        Cipher cipher = Cipher.getInstance("AES");
        cipher.init(Cipher.DECRYPT_MODE, key);
        String[] parts = new String(cipher.doFinal(sealed), StandardCharsets.UTF_8).split("\\|");
        return new RefillClaim(parts[0], parts[1], Long.parseLong(parts[2]));
    }

    public record RefillClaim(String prescriptionId, String patientId, long expiresEpoch) { }
}
