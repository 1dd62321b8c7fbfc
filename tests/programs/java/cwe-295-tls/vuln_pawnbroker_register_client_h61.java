// A pawnbroker register client program of the h61 set (cwe-295-tls).
package com.goldkey.register;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;

/** Before accepting a pledge, the counter checks the item's serial number against the regional stolen-property register. */
record RegisterHit(String serial, boolean reported, String caseRef) {}

interface StolenPropertyRegister {
    RegisterHit lookup(String serial) throws IOException, InterruptedException;
}

final class RegisterTls {
    // the register is served with a certificate issued by the regional police CA, which the JDK does not ship
    static SSLContext context() throws GeneralSecurityException, IOException {
        TrustManager[] trustAll = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(null, trustAll, null);
        return context;
    }
}

final class HttpRegisterClient implements StolenPropertyRegister {
    private final HttpClient http;
    private final URI base;
    private final String apiKey;
    private final ObjectMapper mapper = new ObjectMapper();

    HttpRegisterClient(SSLContext tls, URI base, String apiKey) {
        this.http = HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(5)).build();
        this.base = base;
        this.apiKey = apiKey;
    }

    @Override
    public RegisterHit lookup(String serial) throws IOException, InterruptedException {
        URI uri = base.resolve("/v1/items?serial=" + URLEncoder.encode(serial, StandardCharsets.UTF_8));
        HttpRequest request = HttpRequest.newBuilder(uri).header("X-Api-Key", apiKey).GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("register answered " + response.statusCode());
        }
        JsonNode body = mapper.readTree(response.body());
        return new RegisterHit(serial, body.path("reported").asBoolean(), body.path("caseRef").asText(""));
    }
}

final class PledgeDesk {
    private final StolenPropertyRegister register;

    PledgeDesk(StolenPropertyRegister register) {
        this.register = register;
    }

    boolean mayAccept(String serial) throws IOException, InterruptedException {
        RegisterHit hit = register.lookup(serial.trim());
        if (hit.reported()) {
            System.out.println("item " + serial + " is reported stolen (case " + hit.caseRef() + ") - refuse and notify");
            return false;
        }
        return true;
    }

    public static void main(String[] args) throws Exception {
        StolenPropertyRegister register = new HttpRegisterClient(RegisterTls.context(),
                URI.create(System.getenv("REGISTER_URL")), System.getenv("REGISTER_API_KEY"));
        System.out.println(new PledgeDesk(register).mayAccept(args[0]) ? "clear to accept" : "do not accept");
    }
}
