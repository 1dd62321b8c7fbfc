// AES/GCM/NoPadding with a random 12-byte IV
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

class TokenSealer {
    private static final SecureRandom RNG = new SecureRandom();
    private final SecretKey key;

    TokenSealer(SecretKey key) {
        this.key = key;
    }

    byte[] seal(byte[] blob) throws GeneralSecurityException {
        byte[] iv = new byte[12];
        RNG.nextBytes(iv);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return c.doFinal(blob);
    }
}
