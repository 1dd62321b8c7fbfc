// Field encryption used by a veterinary clinic's patient-record repository for owner contact details
package vet.clinic.records;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

interface FieldCipher {
    String seal(String plain) throws GeneralSecurityException;
    String open(String sealed) throws GeneralSecurityException;
}

final class AesFieldCipher implements FieldCipher {
    private final SecretKey key;

    AesFieldCipher(byte[] keyBytes) {
        this.key = new SecretKeySpec(keyBytes, "AES");
    }

    public String seal(String plain) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/ECB/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, key);
        return Base64.getEncoder().encodeToString(c.doFinal(plain.getBytes(StandardCharsets.UTF_8)));
    }

    public String open(String sealed) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/ECB/PKCS5Padding");
        c.init(Cipher.DECRYPT_MODE, key);
        return new String(c.doFinal(Base64.getDecoder().decode(sealed)), StandardCharsets.UTF_8);
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
