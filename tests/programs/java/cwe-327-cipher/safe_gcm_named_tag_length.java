// Encrypts a record with AES-GCM: a fresh random IV each time, the tag length a named constant.
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class safe_gcm_named_tag_length {
    private static final int TAG_BITS = 128;
    private static final int IV_LEN = 12;
    private final SecureRandom rng = new SecureRandom();
    private final SecretKey key;

    public safe_gcm_named_tag_length(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(byte[] plain) throws GeneralSecurityException {
        byte[] iv = new byte[IV_LEN];
        rng.nextBytes(iv);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        byte[] ct = c.doFinal(plain);
        return ByteBuffer.allocate(IV_LEN + ct.length).put(iv).put(ct).array();
    }
}
