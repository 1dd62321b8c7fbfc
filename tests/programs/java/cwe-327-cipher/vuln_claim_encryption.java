// Encrypts insurance claim diagnosis notes before they are persisted to the claims table
package com.medisure.claims.crypto;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

record ClaimNote(long claimId, String diagnosisCode, String narrative) {}

@Component
class NoteCipher {
    private final SecretKey key;

    NoteCipher() {
        byte[] raw = Base64.getDecoder().decode(System.getenv("CLAIMS_NOTE_KEY"));
        this.key = new SecretKeySpec(raw, "AES");
    }

    String encrypt(String plaintext) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] out = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(out);
    }

    String decrypt(String encoded) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        return new String(cipher.doFinal(Base64.getDecoder().decode(encoded)), StandardCharsets.UTF_8);
    }
}

@Service
class ClaimNoteService {
    private final NoteCipher cipher;
    private final JdbcTemplate jdbc;

    ClaimNoteService(NoteCipher cipher, JdbcTemplate jdbc) {
        this.cipher = cipher;
        this.jdbc = jdbc;
    }

    void save(ClaimNote note) throws GeneralSecurityException {
        String sealed = cipher.encrypt(note.diagnosisCode() + "|" + note.narrative());
        jdbc.update("UPDATE claims SET sealed_note = ? WHERE id = ?", sealed, note.claimId());
    }

    String load(long claimId) throws GeneralSecurityException {
        String sealed = jdbc.queryForObject("SELECT sealed_note FROM claims WHERE id = ?", String.class, claimId);
        return sealed == null ? null : cipher.decrypt(sealed);
    }
}
