// Help-desk service that returns a file attached to a support ticket.
package main

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

type attachmentStore struct {
	root string
}

func (a attachmentStore) pathFor(ticket, name string) (string, error) {
	return filepath.Join(a.root, ticket, name), nil
}

func getAttachment(store attachmentStore) gin.HandlerFunc {
	return func(c *gin.Context) {
		p, err := store.pathFor(c.Param("id"), c.Query("name"))
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		if _, err := os.Stat(p); err != nil {
			c.JSON(http.StatusNotFound, gin.H{"error": "attachment not found"})
			return
		}
		c.FileAttachment(p, filepath.Base(p))
	}
}

func main() {
	store := attachmentStore{root: os.Getenv("ATTACHMENT_ROOT")}
	if store.root == "" {
		store.root = "/srv/helpdesk/attachments"
	}
	r := gin.Default()
	r.GET("/tickets/:id/attachment", getAttachment(store))
	r.Run(":8081")
}
