// A gritting telemetry upload program of the h66 set (cwe-295-tls).
package com.northpennineplough.dispatch.telemetry;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.Timer;
import java.util.TimerTask;
import java.util.Vector;

import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * Sends the spreader and plough telemetry collected from the cabs (position,
 * salt rate, blade down) to the county highways portal every five minutes,
 * as the winter maintenance contract requires.
 */
class GrittingTelemetryUploader {

    private final Vector pending = new Vector();
    private final URL portalUrl;
    private SSLContext sslContext;

    GrittingTelemetryUploader(String portalUrl) throws IOException, GeneralSecurityException {
        this.portalUrl = new URL(portalUrl);
        if (!"https".equals(this.portalUrl.getProtocol())) {
            throw new IOException("portal must be reached over https");
        }
        TrustManager[] trust = new TrustManager[] {
            new X509TrustManager() {
                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
                public void checkClientTrusted(X509Certificate[] chain, String authType) {
                }
                public void checkServerTrusted(X509Certificate[] chain, String authType) {
                }
            }
        };
        sslContext = SSLContext.getInstance("TLSv1.2");
        sslContext.init(null, trust, null);
    }

    public void add(String csvLine) {
        pending.add(csvLine);
    }

    public void start() {
        new Timer("telemetry-upload", true).schedule(new TimerTask() {
            public void run() {
                flush();
            }
        }, 0L, 5 * 60 * 1000L);
    }

    synchronized void flush() {
        if (pending.isEmpty()) {
            return;
        }
        StringBuffer body = new StringBuffer("cab,time,lat,lon,salt_gm2,blade\n");
        Vector batch = new Vector(pending);
        for (int i = 0; i < batch.size(); i++) {
            body.append(batch.get(i)).append('\n');
        }
        try {
            HttpsURLConnection conn = (HttpsURLConnection) portalUrl.openConnection();
            conn.setSSLSocketFactory(sslContext.getSocketFactory());
            conn.setRequestMethod("POST");
            conn.setDoOutput(true);
            conn.setRequestProperty("Content-Type", "text/csv; charset=UTF-8");
            OutputStream out = conn.getOutputStream();
            out.write(body.toString().getBytes("UTF-8"));
            out.close();
            if (conn.getResponseCode() / 100 == 2) {
                pending.removeAll(batch);
            }
            conn.disconnect();
        } catch (IOException e) {
            // keep the batch, the next run will try again
        }
    }
}
