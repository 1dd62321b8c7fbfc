// Vert.x web signup handler that stores new user accounts in PostgreSQL
package com.forum.accounts;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

class PasswordHasher {
    String hash(String password) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

class SignupRoutes {
    private final Pool pool;
    private final PasswordHasher hasher = new PasswordHasher();

    SignupRoutes(Pool pool) {
        this.pool = pool;
    }

    void mount(Router router) {
        router.post("/signup").handler(BodyHandler.create()).handler(this::signup);
    }

    private void signup(RoutingContext rc) {
        JsonObject body = rc.body().asJsonObject();
        String email = body.getString("email", "").trim().toLowerCase();
        String password = body.getString("password", "");
        if (!email.contains("@") || password.length() < 10) {
            rc.response().setStatusCode(400).end("email and a 10+ character password are required");
            return;
        }
        pool.preparedQuery("INSERT INTO users (email, password_hash) VALUES ($1, $2)")
                .execute(Tuple.of(email, hasher.hash(password)))
                .onSuccess(rows -> rc.response().setStatusCode(201).end())
                .onFailure(err -> rc.response().setStatusCode(409).end("account exists"));
    }
}
