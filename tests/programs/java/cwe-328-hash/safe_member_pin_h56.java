// Micronaut controller that lets library patrons change the PIN for their borrowing card
package org.riverbendlibrary.patrons;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Predicate;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

@Controller("/patrons")
public class PatronPinController {

    public record PinChange(String currentPin, String newPin) {}

    public interface PatronStore {
        Optional<String> pinHash(String cardNumber);
        void savePinHash(String cardNumber, String hash);
    }

    private static final Predicate<String> WELL_FORMED = p -> p != null && p.matches("\\d{4,8}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final PatronStore store;

    public PatronPinController(PatronStore store) {
        this.store = store;
    }

    static String hashPin(String pin, byte[] salt) {
        try {
            PBEKeySpec spec = new PBEKeySpec(pin.toCharArray(), salt, 310_000, 256);
            byte[] derived = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            return HexFormat.of().formatHex(salt) + ":" + HexFormat.of().formatHex(derived);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean verifyPin(String pin, String stored) {
        int sep = stored.indexOf(':');
        if (sep <= 0) {
            return false;
        }
        byte[] candidate = hashPin(pin, HexFormat.of().parseHex(stored.substring(0, sep))).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(candidate, stored.getBytes(StandardCharsets.UTF_8));
    }

    @Put("/{card}/pin")
    public HttpResponse<String> changePin(@PathVariable String card, @Body PinChange change) {
        if (!WELL_FORMED.test(change.newPin()) || change.currentPin() == null) {
            return HttpResponse.badRequest("PIN must be 4-8 digits");
        }
        if (!store.pinHash(card).map(stored -> verifyPin(change.currentPin(), stored)).orElse(false)) {
            return HttpResponse.unauthorized();
        }
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        store.savePinHash(card, hashPin(change.newPin(), salt));
        return HttpResponse.noContent();
    }
}
