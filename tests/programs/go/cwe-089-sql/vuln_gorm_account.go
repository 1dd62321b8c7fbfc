// Gin admin endpoint that loads an account by email using GORM.
package main

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type memberAccount struct {
	ID    uint   `json:"id"`
	Email string `json:"email"`
	Plan  string `json:"plan"`
}

var memberDB *gorm.DB

func accountByEmail(c *gin.Context) {
	var acct memberAccount
	email := c.Query("email")
	if err := memberDB.Where("email = '" + email + "'").First(&acct).Error; err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.JSON(http.StatusOK, acct)
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("MEMBER_DSN")), &gorm.Config{})
	if err != nil {
		panic(err)
	}
	memberDB = db
	r := gin.New()
	r.GET("/admin/accounts", accountByEmail)
}
