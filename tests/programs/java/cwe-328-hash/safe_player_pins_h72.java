// A player pins program of the h72 set (cwe-328-hash).
package com.photonfrontier.players;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

public class PlayerKioskApi {

    record Player(String codename, String pinHash, int rank) {}

    record Registration(String codename, String pin) {}

    interface SecretHasher {
        String hash(String secret);

        default boolean verify(String secret, String stored) {
            return MessageDigest.isEqual(hash(secret).getBytes(StandardCharsets.UTF_8),
                    stored.getBytes(StandardCharsets.UTF_8));
        }
    }

    static final class KioskPinHasher implements SecretHasher {
        private static final int ITERATIONS = 210_000;
        private final SecureRandom random = new SecureRandom();

        @Override
        public String hash(String pin) {
            byte[] salt = new byte[16];
            random.nextBytes(salt);
            return Base64.getEncoder().encodeToString(salt) + "$" + derive(pin, salt);
        }

        @Override
        public boolean verify(String pin, String stored) {
            String[] parts = stored.split("\\$", 2);
            String expected = derive(pin, Base64.getDecoder().decode(parts[0]));
            return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                    parts[1].getBytes(StandardCharsets.UTF_8));
        }

        private static String derive(String pin, byte[] salt) {
            try {
                PBEKeySpec spec = new PBEKeySpec(pin.toCharArray(), salt, ITERATIONS, 256);
                byte[] dk = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
                return Base64.getEncoder().encodeToString(dk);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    interface Repository<K, V> {
        Optional<V> find(K key);

        boolean insert(K key, V value);
    }

    static final class InMemoryRepository<K, V> implements Repository<K, V> {
        private final Map<K, V> rows = new ConcurrentHashMap<>();

        public Optional<V> find(K key) { return Optional.ofNullable(rows.get(key)); }

        public boolean insert(K key, V value) { return rows.putIfAbsent(key, value) == null; }
    }

    private final SecretHasher hasher;
    private final Repository<String, Player> players;

    PlayerKioskApi(SecretHasher hasher, Repository<String, Player> players) {
        this.hasher = hasher;
        this.players = players;
    }

    void register(Context ctx) {
        Registration r = ctx.bodyAsClass(Registration.class);
        if (r.pin() == null || !r.pin().matches("\\d{6}")) {
            ctx.status(HttpStatus.BAD_REQUEST).result("PIN must be six digits");
            return;
        }
        boolean created = players.insert(r.codename(), new Player(r.codename(), hasher.hash(r.pin()), 1));
        ctx.status(created ? HttpStatus.CREATED : HttpStatus.CONFLICT);
    }

    void login(Context ctx) {
        Registration r = ctx.bodyAsClass(Registration.class);
        Optional<Player> player = players.find(r.codename())
                .filter(p -> hasher.verify(r.pin(), p.pinHash()));
        if (player.isEmpty()) {
            ctx.status(HttpStatus.UNAUTHORIZED);
            return;
        }
        ctx.json(Map.of("codename", player.get().codename(), "rank", player.get().rank()));
    }

    public static void main(String[] args) {
        PlayerKioskApi api = new PlayerKioskApi(new KioskPinHasher(), new InMemoryRepository<>());
        Javalin.create()
                .post("/players", api::register)
                .post("/kiosk/login", api::login)
                .start(8088);
    }
}
