// A barrel tune render program of the h66 set (cwe-078-command).
package org.streetorgans.barrelbook.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.io.IOUtils;

/**
 * Renders a tune from the barrel book (ABC notation) to MIDI so the organ
 * grinder can audition it before a new barrel is pinned.
 * GET /render?tune=daisy_bell&tempo=96
 */
class BarrelTuneRenderServlet extends HttpServlet {

    private String tuneDir;
    private String midiDir;

    public void init() throws ServletException {
        tuneDir = getServletConfig().getInitParameter("tuneDir");
        midiDir = getServletConfig().getInitParameter("midiDir");
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String tune = request.getParameter("tune");
        int bpm = 100;
        try {
            bpm = Integer.parseInt(request.getParameter("tempo"));
        } catch (NumberFormatException e) {
            bpm = 100;
        }
        if (bpm < 40 || bpm > 220) {
            bpm = 100;
        }
        if (!checkTuneName(tune)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown tune");
            return;
        }

        String cmd = "abc2midi " + tuneDir + "/" + tune + ".abc -Q " + bpm
                + " -o " + midiDir + "/" + tune + ".mid";
        Process p = Runtime.getRuntime().exec(new String[] { "/bin/sh", "-c", cmd });
        InputStream stdout = p.getInputStream();
        String toolOutput = IOUtils.toString(stdout, "UTF-8");
        int rc;
        try {
            rc = p.waitFor();
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            rc = -1;
        } finally {
            IOUtils.closeQuietly(stdout);
        }

        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        if (rc == 0) {
            out.println("rendered " + tune + ".mid at " + bpm + " bpm");
        } else {
            log("abc2midi exit " + rc + ": " + toolOutput);
            out.println("render failed, see the workshop log");
        }
    }

    /** Tune names are file stems from the barrel book: letters, digits and underscore. */
    private static boolean checkTuneName(String name) {
        if (name == null || name.length() == 0 || name.length() > 64) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9') || c == '_';
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
