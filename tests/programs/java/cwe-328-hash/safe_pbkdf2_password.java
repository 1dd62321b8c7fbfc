// password derived with PBKDF2WithHmacSHA256, random salt, 600000 iterations
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

class PasswordStore {
    private static final SecureRandom RNG = new SecureRandom();

    String hashPassword(char[] password) throws GeneralSecurityException {
        byte[] salt = new byte[16];
        RNG.nextBytes(salt);
        PBEKeySpec spec = new PBEKeySpec(password, salt, 600_000, 256);
        byte[] dk = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        Base64.Encoder b64 = Base64.getEncoder();
        return b64.encodeToString(salt) + "$" + b64.encodeToString(dk);
    }
}
