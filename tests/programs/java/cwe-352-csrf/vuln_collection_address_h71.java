// A collection address program of the h71 set (cwe-352-csrf).
package uk.co.keenedge.accounts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Map;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UnauthorizedResponse;

record PostalAddress(String line1, String line2, String town, String postcode) {}

interface CustomerStore {
    PostalAddress addressOf(long customerId);

    void updateAddress(long customerId, PostalAddress address);
}

record JdbcCustomerStore(String url) implements CustomerStore {
    @Override
    public PostalAddress addressOf(long customerId) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement(
                     "SELECT line1, line2, town, postcode FROM customer_address WHERE customer_id = ?")) {
            ps.setLong(1, customerId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new PostalAddress(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4))
                        : new PostalAddress("", "", "", "");
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void updateAddress(long customerId, PostalAddress a) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement(
                     "UPDATE customer_address SET line1 = ?, line2 = ?, town = ?, postcode = ? WHERE customer_id = ?")) {
            ps.setString(1, a.line1());
            ps.setString(2, a.line2());
            ps.setString(3, a.town());
            ps.setString(4, a.postcode());
            ps.setLong(5, customerId);
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}

class AddressPages {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String TOKEN_KEY = "formToken";

    private final CustomerStore customers;

    AddressPages(CustomerStore customers) {
        this.customers = customers;
    }

    static long customerId(Context ctx) {
        Long id = ctx.sessionAttribute("customerId");
        if (id == null) {
            throw new UnauthorizedResponse("please sign in");
        }
        return id;
    }

    static String formToken(Context ctx) {
        String token = ctx.sessionAttribute(TOKEN_KEY);
        if (token == null) {
            byte[] bytes = new byte[32];
            RANDOM.nextBytes(bytes);
            token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            ctx.sessionAttribute(TOKEN_KEY, token);
        }
        return token;
    }

    static boolean tokenMatches(Context ctx) {
        String expected = ctx.sessionAttribute(TOKEN_KEY);
        String submitted = ctx.formParam("_token");
        return expected != null && submitted != null && MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), submitted.getBytes(StandardCharsets.UTF_8));
    }

    void show(Context ctx) {
        long id = customerId(ctx);
        ctx.render("account/address.jte", Map.of(
                "address", customers.addressOf(id),
                "token", formToken(ctx)));
    }

    void update(Context ctx) {
        long id = customerId(ctx);
        if (!tokenMatches(ctx)) {
            ctx.status(403).result("This form has expired. Please reload the page and try again.");
        }

        String postcode = ctx.formParamAsClass("postcode", String.class)
                .check(p -> p.strip().toUpperCase().matches("[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}"), "not a UK postcode")
                .get()
                .strip()
                .toUpperCase();
        PostalAddress address = new PostalAddress(
                ctx.formParamAsClass("line1", String.class).check(s -> !s.isBlank(), "required").get(),
                ctx.formParam("line2"),
                ctx.formParamAsClass("town", String.class).check(s -> !s.isBlank(), "required").get(),
                postcode);
        customers.updateAddress(id, address);
        ctx.redirect("/account/address?saved=1");
    }

    public static void main(String[] args) {
        AddressPages pages = new AddressPages(new JdbcCustomerStore(System.getenv("KEENEDGE_DB")));
        Javalin.create()
                .get("/account/address", pages::show)
                .post("/account/address", pages::update)
                .start(8080);
    }
}
