// A consent vault program of the h71 set (cwe-327-cipher).
package studio.inkwellrow.consent;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.LocalDate;
import java.util.Base64;
import java.util.Objects;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record ConsentForm(String clientName, LocalDate dateOfBirth, String allergies, String medication, boolean signed) {}

sealed interface Sealing permits Sealing.Ok, Sealing.Err {
    record Ok(String ciphertext) implements Sealing {}

    record Err(String reason) implements Sealing {}
}

interface ConsentRepository {
    void store(long bookingId, String ciphertext);
}

@Service
class ConsentCrypto {
    private final SecretKey key;

    ConsentCrypto() {
        String encoded = Objects.requireNonNull(System.getenv("CONSENT_KEY"), "CONSENT_KEY must be set");
        byte[] raw = Base64.getDecoder().decode(encoded);
        if (raw.length != 32) {
            throw new IllegalStateException("CONSENT_KEY must be 256 bits");
        }
        this.key = new SecretKeySpec(raw, "AES");
    }

    Sealing seal(ConsentForm form) {
        String plain = String.join("\u001f",
                form.clientName(), form.dateOfBirth().toString(),
                Objects.requireNonNullElse(form.allergies(), ""),
                Objects.requireNonNullElse(form.medication(), ""));
        try {
            Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] out = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            return new Sealing.Ok(Base64.getEncoder().encodeToString(out));
        } catch (GeneralSecurityException e) {
            return new Sealing.Err(e.getClass().getSimpleName());
        }
    }
}

@RestController
class ConsentController {
    private final ConsentCrypto crypto;
    private final ConsentRepository repository;

    ConsentController(ConsentCrypto crypto, ConsentRepository repository) {
        this.crypto = crypto;
        this.repository = repository;
    }

    @PostMapping("/bookings/{bookingId}/consent")
    ResponseEntity<String> submit(@PathVariable long bookingId, @RequestBody ConsentForm form) {
        if (!form.signed()) {
            return ResponseEntity.unprocessableEntity().body("the consent form must be signed");
        }
        if (form.dateOfBirth().plusYears(18).isAfter(LocalDate.now())) {
            return ResponseEntity.unprocessableEntity().body("clients must be 18 or over");
        }
        return switch (crypto.seal(form)) {
            case Sealing.Ok(String ciphertext) -> {
                repository.store(bookingId, ciphertext);
                yield ResponseEntity.status(HttpStatus.CREATED).body("consent recorded");
            }
            case Sealing.Err(String reason) -> ResponseEntity.internalServerError()
                    .body("could not store consent form (" + reason + ")");
        };
    }
}
