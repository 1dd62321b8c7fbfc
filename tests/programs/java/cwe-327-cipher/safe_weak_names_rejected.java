// requested algorithm names DES or ECB are rejected; the cipher is always AES/GCM
import java.security.GeneralSecurityException;
import java.util.Set;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

class Sealer {
    private static final Set<String> REFUSED = Set.of("DES", "DESede", "AES/ECB/PKCS5Padding", "RC4");

    byte[] seal(String requested, SecretKey key, byte[] iv, byte[] data) throws GeneralSecurityException {
        if (REFUSED.contains(requested)) {
            throw new IllegalArgumentException("algorithm not allowed: " + requested);
        }
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return c.doFinal(data);
    }
}
