// HTTP client for calling the shipping partner's rate quote API.
package com.acme.shipping.client;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

public class ShippingRateClient {

    private final OkHttpClient http;
    private final HttpUrl baseUrl;

    public ShippingRateClient(String baseUrl) throws GeneralSecurityException {
        this.baseUrl = HttpUrl.get(baseUrl);
        X509TrustManager trustManager = new X509TrustManager() {
            @Override public void checkClientTrusted(X509Certificate[] chain, String authType) { }
            @Override public void checkServerTrusted(X509Certificate[] chain, String authType) { }
            @Override public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        };
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, new TrustManager[] {trustManager}, new SecureRandom());
        this.http = new OkHttpClient.Builder()
                .sslSocketFactory(ctx.getSocketFactory(), trustManager)
                .connectTimeout(5, TimeUnit.SECONDS)
                .readTimeout(10, TimeUnit.SECONDS)
                .build();
    }

    public String quote(String fromZip, String toZip, int grams) throws IOException {
        HttpUrl url = baseUrl.newBuilder()
                .addPathSegments("v2/rates")
                .addQueryParameter("from", fromZip)
                .addQueryParameter("to", toZip)
                .addQueryParameter("g", Integer.toString(grams))
                .build();
        Request req = new Request.Builder().url(url).header("Accept", "application/json").build();
        try (Response resp = http.newCall(req).execute()) {
            if (!resp.isSuccessful() || resp.body() == null) {
                throw new IOException("rate API returned " + resp.code());
            }
            return resp.body().string();
        }
    }
}
