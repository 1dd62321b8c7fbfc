// A owner accounts program of the h68 set (cwe-328-hash).
// dog groomers: pet-owner accounts for booking grooming slots and viewing coat-care notes
package com.fluffandfold.owners;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.InvalidKeySpecException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

public class OwnerAccounts {

    record Dog(String name, String breed, String coatNotes) {}

    record Signup(String email, String password, String phone, List<Dog> dogs) {
        Signup {
            email = email == null ? "" : email.strip().toLowerCase();
            dogs = dogs == null ? List.of() : List.copyOf(dogs);
        }
    }

    record Login(String email, String password) {}

    record StoredPassword(String saltHex, String hashHex) {
        private static final SecureRandom RANDOM = new SecureRandom();
        private static final HexFormat HEX = HexFormat.of();

        static StoredPassword create(String password) {
            var salt = new byte[16];
            RANDOM.nextBytes(salt);
            return new StoredPassword(HEX.formatHex(salt), HEX.formatHex(digest(salt, password)));
        }

        boolean matches(String password) {
            var candidate = digest(HEX.parseHex(saltHex), password);
            return MessageDigest.isEqual(candidate, HEX.parseHex(hashHex));
        }

        private static byte[] digest(byte[] salt, String password) {
            try {
                var spec = new PBEKeySpec(password.toCharArray(), salt, 310_000, 256);
                return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            } catch (NoSuchAlgorithmException | InvalidKeySpecException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    record Owner(String email, String phone, StoredPassword password, List<Dog> dogs) {}

    private final Map<String, Owner> owners = new ConcurrentHashMap<>();

    void signup(Context ctx) {
        var form = ctx.bodyAsClass(Signup.class);
        if (form.email().isEmpty() || form.password() == null || form.password().length() < 10) {
            ctx.status(HttpStatus.BAD_REQUEST).result("email and a password of at least 10 characters are required");
            return;
        }
        var created = owners.putIfAbsent(form.email(),
                new Owner(form.email(), form.phone(), StoredPassword.create(form.password()), form.dogs()));
        ctx.status(created == null ? HttpStatus.CREATED : HttpStatus.CONFLICT);
    }

    void login(Context ctx) {
        var form = ctx.bodyAsClass(Login.class);
        Optional.ofNullable(owners.get(Optional.ofNullable(form.email()).orElse("").strip().toLowerCase()))
                .filter(o -> form.password() != null && o.password().matches(form.password()))
                .ifPresentOrElse(
                        owner -> {
                            ctx.req().changeSessionId();
                            ctx.sessionAttribute("owner", owner.email());
                            ctx.json(owner.dogs());
                        },
                        () -> ctx.status(HttpStatus.UNAUTHORIZED).result("unknown email or wrong password"));
    }

    void dogs(Context ctx) {
        Optional.ofNullable(ctx.<String>sessionAttribute("owner"))
                .map(owners::get)
                .map(Owner::dogs)
                .ifPresentOrElse(ctx::json, () -> ctx.status(HttpStatus.UNAUTHORIZED));
    }

    public static void main(String[] args) {
        var accounts = new OwnerAccounts();
        Javalin.create(cfg -> cfg.useVirtualThreads = true)
                .post("/owners", accounts::signup)
                .post("/owners/login", accounts::login)
                .get("/owners/me/dogs", accounts::dogs)
                .start(7080);
    }
}
