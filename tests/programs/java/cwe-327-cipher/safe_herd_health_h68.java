// A herd health program of the h68 set (cwe-327-cipher).
// goat dairies: stores encrypted veterinary health events per goat and reports milk withdrawal dates
package ch.geissenhof.herd;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.*;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Base64;
import java.util.List;

@SpringBootApplication
public class HerdHealthApp {
    public static void main(String[] args) {
        SpringApplication.run(HerdHealthApp.class, args);
    }
}

sealed interface HealthEvent permits Vaccination, Treatment, Hoofcare {
    LocalDate date();
}
record Vaccination(LocalDate date, String vaccine) implements HealthEvent {}
record Treatment(LocalDate date, String drug, String diagnosis, int withdrawalDays) implements HealthEvent {}
record Hoofcare(LocalDate date, String note) implements HealthEvent {}

@Component
class VetRecordCipher {

    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKeySpec key;
    private final SecureRandom random = new SecureRandom();

    VetRecordCipher(@Value("${herd.records.key}") String base64Key) {
        this.key = new SecretKeySpec(Base64.getDecoder().decode(base64Key), "AES");
    }

    String seal(String plain) {
        try {
            var iv = new byte[IV_BYTES];
            random.nextBytes(iv);
            var cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            var body = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(
                    ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot encrypt health record", e);
        }
    }

    String open(String sealed) {
        try {
            var raw = Base64.getDecoder().decode(sealed);
            var cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, raw, 0, IV_BYTES));
            return new String(cipher.doFinal(raw, IV_BYTES, raw.length - IV_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot decrypt health record", e);
        }
    }
}

@RestController
@RequestMapping("/goats/{earTag}/health")
class HerdHealthController {

    private final JdbcClient jdbc;
    private final VetRecordCipher cipher;

    HerdHealthController(JdbcClient jdbc, VetRecordCipher cipher) {
        this.jdbc = jdbc;
        this.cipher = cipher;
    }

    @PostMapping("/treatments")
    LocalDate recordTreatment(@PathVariable String earTag, @RequestBody Treatment treatment) {
        var details = describe(treatment);
        jdbc.sql("INSERT INTO health_event (ear_tag, event_date, kind, details) VALUES (?, ?, 'treatment', ?)")
            .params(earTag, treatment.date(), cipher.seal(details))
            .update();
        return milkReleaseDate(treatment);
    }

    @GetMapping
    List<String> history(@PathVariable String earTag) {
        return jdbc.sql("SELECT details FROM health_event WHERE ear_tag = ? ORDER BY event_date DESC")
                   .param(earTag)
                   .query(String.class)
                   .stream()
                   .map(cipher::open)
                   .toList();
    }

    static String describe(HealthEvent event) {
        return switch (event) {
            case Vaccination(var d, var vaccine) -> "%s vaccinated with %s".formatted(d, vaccine);
            case Treatment(var d, var drug, var diagnosis, var days) when days > 0 ->
                    "%s treated for %s with %s, milk withheld %d days".formatted(d, diagnosis, drug, days);
            case Treatment(var d, var drug, var diagnosis, var days) ->
                    "%s treated for %s with %s".formatted(d, diagnosis, drug);
            case Hoofcare(var d, var note) -> "%s hoof trimming: %s".formatted(d, note);
        };
    }

    static LocalDate milkReleaseDate(HealthEvent event) {
        return event instanceof Treatment t ? t.date().plusDays(t.withdrawalDays()) : event.date();
    }
}
