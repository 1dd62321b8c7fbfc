// A borehole log export program of the h66 set (cwe-078-command).
package com.deepwaterwells.fieldlog.action;

import java.io.File;
import java.io.IOException;

import com.opensymphony.xwork2.ActionSupport;

/**
 * Exports the geophysical log (LAS file) of a drilled borehole as a table the
 * hydrogeologist can open. Reached from /boreholes/export.action?boreholeId=BH-2207&format=csv
 */
class BoreholeLogExportAction extends ActionSupport {

    private static final long serialVersionUID = 7L;

    private static final String LAS_DIR = "/var/lib/fieldlog/las";
    private static final String EXPORT_DIR = "/var/lib/fieldlog/export";

    private String boreholeId;
    private String format;
    private String exportName;

    public void setBoreholeId(String boreholeId) {
        this.boreholeId = boreholeId;
    }

    public void setFormat(String format) {
        this.format = format;
    }

    public String getExportName() {
        return exportName;
    }

    public String execute() {
        if (boreholeId == null || boreholeId.length() == 0
                || boreholeId.indexOf(';') >= 0 || boreholeId.indexOf('&') >= 0) {
            addActionError(getText("borehole.id.invalid"));
            return INPUT;
        }
        String fmt = "xlsx".equals(format) ? "xlsx" : "csv";
        exportName = boreholeId + "." + fmt;

        ProcessBuilder pb = new ProcessBuilder("/bin/bash", "-c",
                "las2table --" + fmt + " " + LAS_DIR + "/" + boreholeId + ".las > "
                + EXPORT_DIR + "/" + exportName);
        pb.redirectErrorStream(true);
        try {
            Process p = pb.start();
            p.getInputStream().close();
            int rc = p.waitFor();
            if (rc != 0) {
                addActionError(getText("borehole.export.failed"));
                return ERROR;
            }
        } catch (IOException e) {
            addActionError(getText("borehole.export.failed"));
            return ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ERROR;
        }
        return SUCCESS;
    }
}
