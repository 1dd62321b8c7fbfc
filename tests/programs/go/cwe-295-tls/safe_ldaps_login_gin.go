// Gin login endpoint that authenticates employees by binding to the corporate LDAPS directory
package main

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"os"
	"regexp"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

var uidPattern = regexp.MustCompile(`^[a-z][a-z0-9._-]{1,31}$`)

type directory struct {
	url    string
	baseDN string
}

func (d *directory) tlsConfig() (*tls.Config, error) {
	pem, err := os.ReadFile(os.Getenv("LDAP_CA_FILE"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no CA certificates in LDAP_CA_FILE")
	}
	return &tls.Config{
		ServerName: "ldap.corp.example",
		RootCAs:    pool,
		MinVersion: tls.VersionTLS12,
	}, nil
}

func (d *directory) authenticate(uid, password string) error {
	cfg, err := d.tlsConfig()
	if err != nil {
		return err
	}
	conn, err := ldap.DialURL(d.url, ldap.DialWithTLSConfig(cfg))
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Bind(fmt.Sprintf("uid=%s,%s", uid, d.baseDN), password)
}

func main() {
	dir := &directory{url: "ldaps://ldap.corp.example:636", baseDN: "ou=people,dc=corp,dc=example"}
	r := gin.Default()
	r.POST("/login", func(c *gin.Context) {
		uid := c.PostForm("username")
		password := c.PostForm("password")
		if !uidPattern.MatchString(uid) || password == "" {
			c.JSON(http.StatusBadRequest, gin.H{"error": "username and password required"})
			return
		}
		if err := dir.authenticate(uid, password); err != nil {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "authentication failed"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"user": uid, "host": os.Getenv("HOSTNAME")})
	})
	r.Run(":8080")
}
