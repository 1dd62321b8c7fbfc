// A loft measurement sync program of the h63 set (cwe-295-tls).
package com.northloft.loftsync;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.concurrent.Callable;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

interface SslContextProvider {
    SSLContext create() throws Exception;
}

class LoftSslContextProvider implements SslContextProvider {
    @Override
    public SSLContext create() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(null, managers, null);
        return context;
    }
}

class HeadquartersClient {
    private final HttpClient http;
    private final URI endpoint;
    private final String apiToken;

    HeadquartersClient(SslContextProvider ssl, URI endpoint, String apiToken) throws Exception {
        this.http = HttpClient.newBuilder().sslContext(ssl.create()).connectTimeout(Duration.ofSeconds(10)).build();
        this.endpoint = endpoint;
        this.apiToken = apiToken;
    }

    int pushMeasurements(Path csv) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/v2/loft/measurements"))
                .header("Authorization", "Bearer " + apiToken)
                .header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofFile(csv))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

@Command(name = "push", description = "Send sail measurements taken on the loft floor to headquarters")
class PushCommand implements Callable<Integer> {
    @Option(names = "--file", required = true)
    Path file;

    @Option(names = "--hq", defaultValue = "https://hq.northloft.io")
    URI headquarters;

    @Override
    public Integer call() throws Exception {
        String token = System.getenv("LOFT_API_TOKEN");
        if (token == null) {
            System.err.println("LOFT_API_TOKEN is not set");
            return 1;
        }
        HeadquartersClient client = new HeadquartersClient(new LoftSslContextProvider(), headquarters, token);
        int status = client.pushMeasurements(file);
        System.out.println("headquarters answered " + status);
        return status == 201 ? 0 : 3;
    }
}

@Command(name = "loftsync", mixinStandardHelpOptions = true, subcommands = {PushCommand.class})
class LoftSync implements Runnable {
    @Override
    public void run() { CommandLine.usage(this, System.out); }

    public static void main(String[] args) {
        System.exit(new CommandLine(new LoftSync()).execute(args));
    }
}
