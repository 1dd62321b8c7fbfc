// A client portal accounts program of the h70 set (cwe-328-hash).
package ca.northernmounts.portal;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

@Controller("/portal/accounts")
class ClientPortalAccounts {

    @Serdeable
    record Registration(String email, String displayName, String password) {}

    @Serdeable
    record Login(String email, String password) {}

    @Serdeable
    record Session(String email, String displayName, Instant since) {}

    record Account(String email, String displayName, byte[] salt, byte[] hash, Instant created) {}

    private final Map<String, Account> accounts = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    private final BiFunction<String, byte[], byte[]> hasher = (password, salt) -> {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            md.update(salt);
            return md.digest(password.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    };

    @Post("/register")
    HttpResponse<Session> register(@Body Registration r) {
        String email = Optional.ofNullable(r.email()).map(e -> e.strip().toLowerCase(Locale.ROOT)).orElse("");
        if (!email.contains("@") || r.password() == null || r.password().length() < 10) {
            return HttpResponse.badRequest();
        }
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        Account fresh = new Account(email,
                Optional.ofNullable(r.displayName()).filter(n -> !n.isBlank()).orElse(email),
                salt, hasher.apply(r.password(), salt), Instant.now());
        Account existing = accounts.putIfAbsent(email, fresh);
        if (existing != null) {
            return HttpResponse.status(io.micronaut.http.HttpStatus.CONFLICT);
        }
        return HttpResponse.created(new Session(fresh.email(), fresh.displayName(), fresh.created()));
    }

    @Post("/login")
    HttpResponse<Session> login(@Body Login l) {
        String email = Optional.ofNullable(l.email()).map(e -> e.strip().toLowerCase(Locale.ROOT)).orElse("");
        String password = Optional.ofNullable(l.password()).orElse("");
        return Optional.ofNullable(accounts.get(email))
                .filter(a -> MessageDigest.isEqual(a.hash(), hasher.apply(password, a.salt())))
                .map(a -> new Session(a.email(), a.displayName(), Instant.now()))
                .map(HttpResponse::ok)
                .orElseGet(HttpResponse::unauthorized);
    }
}
