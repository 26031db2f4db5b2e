-- Where links in mails point when NEXTAUTH_URL is not set: pinned from an administrator's request (decision 011).
ALTER TABLE "mail_config" ADD COLUMN "siteOrigin" TEXT;
