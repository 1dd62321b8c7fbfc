// Field encryption used by a veterinary clinic's patient-record repository for owner contact details
package vet.clinic.records;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

interface FieldCipher {
    String seal(String plain) throws GeneralSecurityException;
    String open(String sealed) throws GeneralSecurityException;
}

final class AesFieldCipher implements FieldCipher {
    private static final SecureRandom RNG = new SecureRandom();
    private final SecretKey key;

    AesFieldCipher(byte[] keyBytes) {
        this.key = new SecretKeySpec(keyBytes, "AES");
    }

    public String seal(String plain) throws GeneralSecurityException {
        byte[] iv = new byte[12];
        RNG.nextBytes(iv);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] ct = c.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + ct.length).put(iv).put(ct).array());
    }

    public String open(String sealed) throws GeneralSecurityException {
        byte[] all = Base64.getDecoder().decode(sealed);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, all, 0, 12));
        return new String(c.doFinal(all, 12, all.length - 12), StandardCharsets.UTF_8);
    }
}

final class FieldCipherFactory {
    private FieldCipherFactory() {}

    static FieldCipher fromEnvironment() {
        String key = System.getenv("VET_RECORD_KEY");
        if (key == null || key.isBlank()) {
            throw new IllegalStateException("VET_RECORD_KEY is not configured");
        }
        return new AesFieldCipher(Base64.getDecoder().decode(key));
    }
}

record OwnerContact(long petId, String phone, String email) {}

class OwnerContactMapper {
    private final FieldCipher cipher = FieldCipherFactory.fromEnvironment();

    String[] toRow(OwnerContact c) throws GeneralSecurityException {
        return new String[] {Long.toString(c.petId()), cipher.seal(c.phone()), cipher.seal(c.email())};
    }

    OwnerContact fromRow(String[] row) throws GeneralSecurityException {
        return new OwnerContact(Long.parseLong(row[0]), cipher.open(row[1]), cipher.open(row[2]));
    }
}
