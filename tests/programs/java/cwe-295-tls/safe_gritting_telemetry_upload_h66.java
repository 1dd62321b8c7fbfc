// A gritting telemetry upload program of the h66 set (cwe-295-tls).
package com.northpennineplough.dispatch.telemetry;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.Timer;
import java.util.TimerTask;
import java.util.Vector;

import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

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
        // the county portal's CA is shipped in a dedicated trust store
        KeyStore trusted = KeyStore.getInstance("JKS");
        String storePath = System.getProperty("telemetry.truststore");
        String storePass = System.getProperty("telemetry.truststore.password");
        if (storePath == null || storePass == null) {
            throw new IOException("telemetry trust store is not configured");
        }
        InputStream in = new FileInputStream(storePath);
        try {
            trusted.load(in, storePass.toCharArray());
        } finally {
            in.close();
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trusted);
        sslContext = SSLContext.getInstance("TLSv1.2");
        sslContext.init(null, tmf.getTrustManagers(), null);
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
