// Cipher.getInstance("AES") selects ECB mode by default
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;

class TokenSealer {
    private final SecretKey key;

    TokenSealer(SecretKey key) {
        this.key = key;
    }

    byte[] seal(byte[] sessionBlob) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES");
        c.init(Cipher.ENCRYPT_MODE, key);
        return c.doFinal(sessionBlob);
    }
}
