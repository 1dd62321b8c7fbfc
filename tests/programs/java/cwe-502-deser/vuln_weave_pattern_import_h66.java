// A weave pattern import program of the h66 set (cwe-502-deser).
package uk.co.somerlevelsbaskets.patterns.action;

import java.beans.XMLDecoder;
import java.io.BufferedInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

import com.opensymphony.xwork2.ActionSupport;

import uk.co.somerlevelsbaskets.patterns.dao.WeavePatternDao;
import uk.co.somerlevelsbaskets.patterns.model.WeavePattern;

/**
 * Imports a weave pattern that another workshop exported from the pattern
 * designer (java.beans XML archive format). Struts 2 file upload fills the
 * upload/uploadFileName fields.
 */
class WeavePatternImportAction extends ActionSupport {

    private static final long serialVersionUID = 2L;

    private WeavePatternDao patternDao;
    private File upload;
    private String uploadFileName;
    private String importedName;

    public void setPatternDao(WeavePatternDao patternDao) {
        this.patternDao = patternDao;
    }

    public void setUpload(File upload) {
        this.upload = upload;
    }

    public void setUploadFileName(String uploadFileName) {
        this.uploadFileName = uploadFileName;
    }

    public String getImportedName() {
        return importedName;
    }

    public String execute() {
        if (upload == null || uploadFileName == null || !uploadFileName.endsWith(".xml")) {
            addActionError(getText("pattern.upload.missing"));
            return INPUT;
        }
        InputStream in = null;
        try {
            in = new BufferedInputStream(new FileInputStream(upload));
            WeavePattern pattern = readPattern(in);
            if (pattern == null || pattern.getName() == null) {
                addActionError(getText("pattern.upload.unreadable"));
                return INPUT;
            }
            patternDao.save(pattern);
            importedName = pattern.getName();
        } catch (Exception e) {
            addActionError(getText("pattern.upload.unreadable"));
            return INPUT;
        } finally {
            try {
                if (in != null) in.close();
            } catch (IOException ignore) {
            }
        }
        return SUCCESS;
    }

    private WeavePattern readPattern(InputStream in) throws Exception {
        XMLDecoder decoder = new XMLDecoder(in);
        try {
            Object o = decoder.readObject();
            return (o instanceof WeavePattern) ? (WeavePattern) o : null;
        } finally {
            decoder.close();
        }
    }
}
