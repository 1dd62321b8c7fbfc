// A weave pattern import program of the h66 set (cwe-502-deser).
package uk.co.somerlevelsbaskets.patterns.action;

import java.io.BufferedInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

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

    /** Reads the designer's XML archive as plain data; only known properties are copied. */
    private WeavePattern readPattern(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        DocumentBuilder db = dbf.newDocumentBuilder();
        Document doc = db.parse(in);

        WeavePattern pattern = new WeavePattern();
        NodeList props = doc.getElementsByTagName("void");
        for (int i = 0; i < props.getLength(); i++) {
            Element prop = (Element) props.item(i);
            String name = prop.getAttribute("property");
            String value = prop.getTextContent().trim();
            if ("name".equals(name)) {
                pattern.setName(value);
            } else if ("stakeCount".equals(name)) {
                pattern.setStakeCount(Integer.parseInt(value));
            } else if ("willowVariety".equals(name)) {
                pattern.setWillowVariety(value);
            }
        }
        return pattern;
    }
}
